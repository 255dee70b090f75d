import { toaNhaConfig } from '../configs/toa-nha.config';
import { CrudPage } from '../crud/crud-page';

export default function ToaNhaPage() {
  return <CrudPage config={toaNhaConfig} />;
}
