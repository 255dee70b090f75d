// File downloads: one download route, people's photos by content hash, and the policy of who may read each purpose.
export { AVATAR_PURPOSE, type DownloadPolicy, registerDownloadPolicy } from './medias.policy';
export { mediasRoutes } from './medias.routes';
