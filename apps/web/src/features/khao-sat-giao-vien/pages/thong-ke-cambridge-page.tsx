import { SurveyReport } from '../components/survey-report';

/** `baoCao/thongKeKhaoSatGiaoVien`: the Cambridge programme's teaching surveys. */
export default function ThongKeKhaoSatCambridgePage() {
  return <SurveyReport chuongTrinh="CAM" />;
}
