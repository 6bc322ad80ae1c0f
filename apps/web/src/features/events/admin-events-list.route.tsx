import { AdminPublicationList, type AdminPublicationListConfig } from '../../components/AdminPublicationList.js';
import { formatEventTime } from './format.js';
import { AdminEventsQuery, type EventPage, type VenueEvent } from './operations.js';

const EVENTS: AdminPublicationListConfig<VenueEvent, { adminEvents: EventPage }> = {
  ns: 'events',
  routes: { new: 'adminEventsNew', edit: 'adminEventEdit' },
  query: AdminEventsQuery,
  readPage: (data) => data.adminEvents,
  detail: (event, language) => formatEventTime(event.startsAt, event.endsAt, language),
};

/** `/admin/events`: every event with its state in words, latest start first; create and edit from here. */
export function Component() {
  return <AdminPublicationList {...EVENTS} />;
}
