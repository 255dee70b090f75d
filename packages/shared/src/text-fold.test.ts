import { describe, expect, it } from 'vitest';
import { foldVietnamese, stripAccents } from './text-fold';

describe('text folding', () => {
  it('drops the accents of every Vietnamese vowel and turns đ/Đ into d/D, composed or decomposed', () => {
    expect(stripAccents('Nguyễn Văn Đức, Trường THPT Hồ Chí Minh')).toBe('Nguyen Van Duc, Truong THPT Ho Chi Minh');
    expect(stripAccents('ắằẳẵặ ấầẩẫậ ếềểễệ ốồổỗộ ớờởỡợ ứừửữự ỳýỷỹỵ')).toBe('aaaaa aaaaa eeeee ooooo ooooo uuuuu yyyyy');
    expect(stripAccents('Nữ'.normalize('NFD'))).toBe('Nu');
  });

  it('compares in lower case', () => {
    expect(foldVietnamese('ĐIỂM Giữa Kỳ')).toBe('diem giua ky');
  });
});
