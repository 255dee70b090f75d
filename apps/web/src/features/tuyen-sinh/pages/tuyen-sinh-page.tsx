import { CrudPage } from '../../../components/crud/crud-page';
import { tuyenSinhConfig } from '../components/tuyen-sinh.config';

export default function TuyenSinhPage() {
  return <CrudPage config={tuyenSinhConfig} />;
}
