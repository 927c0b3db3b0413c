import { sharedGroups } from './format';

const s = (name: string, requiredVersion: string) => ({ name, requiredVersion });

describe('sharedGroups: a version’s shared requirements as the console lists them', () => {
  it('folds antd’s per-component modules, @skiclub/shared’s subpaths and subpath prefixes into one line per package', () => {
    const shared = [
      s('zustand', '^5.0.8'),
      s('antd/es/button', '^6.1.0'),
      s('antd/es/table', '^6.1.0'),
      s('antd/es/grid/hooks/useBreakpoint', '^6.1.0'),
      s('react-dom', '^19.3.1'),
      s('react-dom/', '^19.3.1'),
      s('react', '^19.3.1'),
      s('react/', '^19.3.1'),
      s('@skiclub/shared/session', '^0.1.20'),
      s('@skiclub/shared/api', '^0.1.20'),
      s('@skiclub/shared/errors', '^0.1.20'),
      s('dayjs/', '^1.11.19'),
    ];
    expect(sharedGroups(shared)).toEqual([
      'react ^19.3.1',
      'react-dom ^19.3.1',
      'antd ^6.1.0 (3 modül)',
      '@skiclub/shared ^0.1.20 (api, errors, session)',
      'dayjs ^1.11.19',
      'zustand ^5.0.8',
    ]);
  });

  it('shows two different requirements of one package side by side, and nothing for none', () => {
    expect(sharedGroups([s('antd/es/button', '^6.1.0'), s('antd/es/table', '^6.2.0')])).toEqual(['antd ^6.1.0 / ^6.2.0 (2 modül)']);
    expect(sharedGroups([])).toEqual([]);
  });
});
