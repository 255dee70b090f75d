import { heHocConfig } from '../configs/he-hoc.config';
import { CrudPage } from '../crud/crud-page';

export default function HeHocPage() {
  return <CrudPage config={heHocConfig} />;
}
