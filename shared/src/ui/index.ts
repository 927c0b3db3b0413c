export * from './ErrorAlert';
export * from './notify';
export * from './InnerPage';
export * from './ActiveBadge';
export * from './slider';
export * from './theme';
export * from './formRules';
export * from './widget';
