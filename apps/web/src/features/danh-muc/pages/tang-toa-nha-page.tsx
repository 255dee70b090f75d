import { tangToaNhaConfig } from '../configs/tang-toa-nha.config';
import { CrudPage } from '../crud/crud-page';

export default function TangToaNhaPage() {
  return <CrudPage config={tangToaNhaConfig} />;
}
