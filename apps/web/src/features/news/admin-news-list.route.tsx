import { AdminPublicationList, type AdminPublicationListConfig } from '../../components/AdminPublicationList.js';
import { AdminNewsListQuery, type NewsPage, type NewsPost } from './operations.js';

const NEWS: AdminPublicationListConfig<NewsPost, { adminNewsList: NewsPage }> = {
  ns: 'news',
  routes: { new: 'adminNewsNew', edit: 'adminNewsEdit' },
  query: AdminNewsListQuery,
  readPage: (data) => data.adminNewsList,
  detail: (post) => <>/news/{post.slug}</>,
};

/** `/admin/news`: every post with its state in words, newest first; create and edit from here. */
export function Component() {
  return <AdminPublicationList {...NEWS} />;
}
