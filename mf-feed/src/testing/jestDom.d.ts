// Types of the jest-dom matchers the test setup installs (shared/jest.setup.ts).
import '@testing-library/jest-dom';
