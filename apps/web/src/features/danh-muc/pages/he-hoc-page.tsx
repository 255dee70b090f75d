import { CrudPage } from '../../../components/crud/crud-page';
import { heHocConfig } from '../configs/he-hoc.config';

export default function HeHocPage() {
  return <CrudPage config={heHocConfig} />;
}
