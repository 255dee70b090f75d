import { CrudPage } from '../../../components/crud/crud-page';
import { phongConfig } from '../configs/phong.config';

export default function PhongPage() {
  return <CrudPage config={phongConfig} />;
}
