// Fair teams learned from results (docs/decisions/0086).
export * from './ratings.js';
export * from './division.js';
export * from './trend.js';
export * from './generador.js';
export * from './types.js';
export * from './format.js';
