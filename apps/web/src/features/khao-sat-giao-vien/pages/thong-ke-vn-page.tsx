import { SurveyReport } from '../components/survey-report';

/** `baoCao/thongKeKhaoSatGiaoVienVN`: the national programme's teaching surveys. */
export default function ThongKeKhaoSatVnPage() {
  return <SurveyReport chuongTrinh="VN" />;
}
