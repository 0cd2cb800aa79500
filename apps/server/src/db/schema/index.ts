export * from './users'
export * from './sessions'
export * from './password-reset-tokens'
export * from './products'
