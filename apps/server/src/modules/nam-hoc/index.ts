// Academic years (NamHoc) and their terms; other modules ask here for the active year and whether a year is open.
export * from './academic-year';
export { namHocRoutes } from './nam-hoc.routes';
