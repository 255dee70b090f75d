import { MyClassList } from '../components/my-class-list';

/** `chuyenmon/lophoccuatoi`: the subject classes I teach this year. */
export default function MyClassesPage() {
  return <MyClassList scope="cuaToi" base="/chuyenmon/lophoccuatoi" />;
}
