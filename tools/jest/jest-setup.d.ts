import '@testing-library/jest-dom/jest-globals';
//# sourceMappingURL=jest-setup.d.ts.map
