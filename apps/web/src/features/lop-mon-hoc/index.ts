// Subject classes: the people grid of a class page, for the homeroom-class page of lop-quan-ly.
export { PeopleGrid } from './components/class-sections';
