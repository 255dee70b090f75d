import { CrudPage } from '../../../components/crud/crud-page';
import { toaNhaConfig } from '../configs/toa-nha.config';

export default function ToaNhaPage() {
  return <CrudPage config={toaNhaConfig} />;
}
