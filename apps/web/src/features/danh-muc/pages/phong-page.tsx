import { phongConfig } from '../configs/phong.config';
import { CrudPage } from '../crud/crud-page';

export default function PhongPage() {
  return <CrudPage config={phongConfig} />;
}
