// Matchers of @testing-library/jest-dom (loaded for every test by shared/jest.setup.ts).
/// <reference types="@testing-library/jest-dom" />
