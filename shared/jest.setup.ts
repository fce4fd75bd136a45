import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoders react-router uses.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not lay out or scroll; virtualised lists still ask the window to scroll.
if (typeof window !== 'undefined') window.scrollTo = () => {};
