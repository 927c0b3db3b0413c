import { isStrongPassword } from '@skiclub/shared/schemas';
import { passwordStrength } from './passwordStrength';

describe('passwordStrength', () => {
  it('lists the missing parts of the rule', () => {
    const s = passwordStrength('kayak');
    expect(s.criteria.filter((c) => !c.met).map((c) => c.label)).toEqual(['En az 8 karakter', 'Bir büyük harf', 'Bir rakam', 'Bir özel karakter']);
    expect(s).toMatchObject({ score: 1, level: 'Zayıf' });
  });

  it('grades weak, medium and strong', () => {
    expect(passwordStrength('kayakkayak').level).toBe('Zayıf');
    expect(passwordStrength('Kayakkayak1').level).toBe('Orta');
    expect(passwordStrength('Kayak2024!').level).toBe('Güçlü');
  });

  it('counts Turkish letters like the shared rule', () => {
    expect(passwordStrength('Şığöçü12!').level).toBe('Güçlü');
  });

  it("is 'Güçlü' exactly when the shared rule accepts the password", () => {
    for (const p of ['Kayak2024!', 'kayak2024!', 'KAYAK2024!', 'Kayak!!!!', 'Kayak2024', 'Ka2!', 'Çığ-2024x', 'Abcdefg1 ']) {
      expect(passwordStrength(p).level === 'Güçlü').toBe(p.length >= 8 && isStrongPassword(p));
    }
  });
});
