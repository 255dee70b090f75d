// Awards board (KhenThuong): the school's recognitions by year and category; Admin posts, edits and hides them.
export { khenThuongRoutes } from './khen-thuong.routes';
