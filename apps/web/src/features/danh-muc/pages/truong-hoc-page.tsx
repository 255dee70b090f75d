import { CrudPage } from '../../../components/crud/crud-page';
import { truongHocConfig } from '../configs/truong-hoc.config';

export default function TruongHocPage() {
  return <CrudPage config={truongHocConfig} />;
}
