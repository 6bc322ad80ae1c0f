import { AdminPublicationScreen, type AdminPublicationConfig } from '../../components/AdminPublicationScreen.js';
import { NewsForm } from './NewsForm.js';
import {
  AdminNewsPostQuery,
  CreateNewsMutation,
  DeleteNewsMutation,
  PublishNewsMutation,
  UnpublishNewsMutation,
  UpdateNewsMutation,
  type NewsInput,
  type NewsPost,
} from './operations.js';

const NEWS: AdminPublicationConfig<NewsPost, NewsInput, { adminNewsPost: NewsPost }, { createNews: NewsPost }, { publishNews: NewsPost }> = {
  ns: 'news',
  routes: { list: 'adminNews', edit: 'adminNewsEdit', view: 'newsPost' },
  query: AdminNewsPostQuery,
  readItem: (data) => data.adminNewsPost,
  create: CreateNewsMutation,
  readCreatedId: (data) => data.createNews.id,
  update: UpdateNewsMutation,
  publish: PublishNewsMutation,
  readPublishedState: (data) => data.publishNews.state,
  unpublish: UnpublishNewsMutation,
  remove: DeleteNewsMutation,
  renderForm: (post, onSave) => <NewsForm post={post} onSave={onSave} />,
};

/** `/admin/news/new` and `/admin/news/:id/edit`: the form, and for a saved post its publication. */
export function Component() {
  return <AdminPublicationScreen {...NEWS} />;
}
