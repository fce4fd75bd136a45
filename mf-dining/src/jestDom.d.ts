// Types of the jest-dom matchers that shared/jest.setup.ts installs for every web test.
import '@testing-library/jest-dom';
