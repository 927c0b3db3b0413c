export * from './rules';
export * from './account';
export * from './shop';
export * from './camps';
export * from './envelope';
export * from './profile';
export * from './campRegistration';
export * from './payment';
