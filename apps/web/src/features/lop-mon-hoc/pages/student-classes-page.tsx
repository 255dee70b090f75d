import { MyClassList } from '../components/my-class-list';

/** `hocsinh/lopmonhoc`: the subject classes I am in this year. */
export default function StudentClassesPage() {
  return <MyClassList scope="cuaEm" base="/hocsinh/lopmonhoc" />;
}
