// File downloads: one download route, and the policy of who may read the files of each purpose.
export { type DownloadPolicy, registerDownloadPolicy } from './medias.policy';
export { mediasRoutes } from './medias.routes';
