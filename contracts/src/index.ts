export * from './chat.ts';
export * from './constants.ts';
export * from './phone.ts';
export * from './ports.ts';
export * from './roles.ts';
export * from './strings.ts';
export * from './validation.ts';
export * from './zonedTime.ts';
