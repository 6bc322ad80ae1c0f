import { AdminPublicationScreen, type AdminPublicationConfig } from '../../components/AdminPublicationScreen.js';
import { EventForm } from './EventForm.js';
import {
  AdminEventQuery,
  CreateEventMutation,
  DeleteEventMutation,
  PublishEventMutation,
  UnpublishEventMutation,
  UpdateEventMutation,
  type EventInput,
  type VenueEvent,
} from './operations.js';

const EVENTS: AdminPublicationConfig<VenueEvent, EventInput, { adminEvent: VenueEvent }, { createEvent: VenueEvent }, { publishEvent: VenueEvent }> = {
  ns: 'events',
  routes: { list: 'adminEvents', edit: 'adminEventEdit', view: 'event' },
  query: AdminEventQuery,
  readItem: (data) => data.adminEvent,
  create: CreateEventMutation,
  readCreatedId: (data) => data.createEvent.id,
  update: UpdateEventMutation,
  publish: PublishEventMutation,
  readPublishedState: (data) => data.publishEvent.state,
  unpublish: UnpublishEventMutation,
  remove: DeleteEventMutation,
  renderForm: (event, onSave) => <EventForm event={event} onSave={onSave} />,
};

/** `/admin/events/new` and `/admin/events/:id/edit`: the form, and for a saved event its publication. */
export function Component() {
  return <AdminPublicationScreen {...EVENTS} />;
}
