import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoders react-router uses.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not lay out or scroll; virtualised lists still ask the window to scroll.
if (typeof window !== 'undefined') window.scrollTo = () => {};

// jsdom has <dialog> but not its modal methods.
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
