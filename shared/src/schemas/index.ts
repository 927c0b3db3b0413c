export * from './rules';
export * from './account';
export * from './shop';
export * from './camps';
export * from './reference';
export * from './envelope';
