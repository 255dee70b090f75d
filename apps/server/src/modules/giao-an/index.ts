// Lesson plans (GiaoAn): teachers' plans in the layout of Official Letter 5512 appendix IV, versions, files, approval by the department head
export { giaoAnRoutes } from './giao-an.routes';
