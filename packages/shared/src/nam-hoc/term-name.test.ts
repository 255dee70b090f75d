import { describe, expect, it } from 'vitest';
import { termName } from './term-name';

describe('termName', () => {
  it('gives the usual Vietnamese term names their English name, and keeps them in Vietnamese', () => {
    expect(termName('Học kỳ I', 'en')).toBe('Term 1');
    expect(termName('Học kỳ II', 'en')).toBe('Term 2');
    expect(termName('học kỳ 2', 'en')).toBe('Term 2');
    expect(termName('HK II', 'en')).toBe('Term 2');
    expect(termName('Học kỳ II', 'vi')).toBe('Học kỳ II');
  });

  it('shows a name the school chose otherwise as written', () => {
    expect(termName('Học kỳ hè', 'en')).toBe('Học kỳ hè');
  });
});
