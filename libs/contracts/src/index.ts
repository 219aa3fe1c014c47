// The contracts are framework-free: the root entry and the core entry (park-api's) are one API.
export * from './core';
