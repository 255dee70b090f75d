import { registerMessages } from '../messages';

/** Server messages of ThongBaoGuiPhuHuynh, both languages; registered when the shared package loads. */
export const thongBaoGuiPhuHuynhMessages = {
  'thongBaoGuiPhuHuynh.ten.required': { vi: 'Vui lòng nhập tên.', en: 'Please enter a name.' },
  'thongBaoGuiPhuHuynh.ten.tooLong': { vi: 'Tên tối đa 200 ký tự.', en: 'The name has at most 200 characters.' },
  'thongBaoGuiPhuHuynh.moTa.tooLong': {
    vi: 'Mô tả tối đa 2000 ký tự.',
    en: 'The description has at most 2000 characters.',
  },
};

registerMessages(thongBaoGuiPhuHuynhMessages);
