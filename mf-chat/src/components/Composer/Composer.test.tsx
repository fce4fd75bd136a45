import { AreaProviders, createPortalStore, strings } from '@portal/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Composer, type Draft } from './Composer';

function renderComposer(onSend: (draft: Draft) => Promise<void>) {
  render(
    <AreaProviders store={createPortalStore()}>
      <Composer onSend={onSend} />
    </AreaProviders>,
  );
  return {
    field: screen.getByRole('textbox', { name: 'Message' }),
    picker: screen.getByLabelText('Attach files') as HTMLInputElement,
    send: screen.getByRole('button', { name: 'Send' }),
  };
}

const picture = (name = 'garden.jpg', size = 1024) =>
  new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

describe('Composer', () => {
  it('sends with Enter, starts a new line with Shift+Enter, and empties itself once sent', async () => {
    const onSend = jest.fn(async () => {});
    const { field } = renderComposer(onSend);
    await userEvent.type(field, 'Good morning{Shift>}{Enter}{/Shift}Ann');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(field, '{Enter}');
    expect(onSend).toHaveBeenCalledWith({ text: 'Good morning\nAnn', files: [] });
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it('keeps what is typed while the last message is still sending', async () => {
    let finish = () => {};
    const onSend = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { field } = renderComposer(onSend);
    await userEvent.type(field, 'First{Enter}');
    expect(onSend).toHaveBeenCalledWith({ text: 'First', files: [] });
    await userEvent.type(field, ' and more');
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    expect(field).toHaveValue('First and more');
  });

  it('sends nothing while a chosen file breaks the upload rules, and says which rule', async () => {
    const onSend = jest.fn(async () => {});
    const { field, picker, send } = renderComposer(onSend);
    await userEvent.type(field, 'Look at this');
    const video = new File(['v'], 'party.mp4', { type: 'video/mp4' });
    await userEvent.upload(picker, [picture(), video]);
    expect(screen.getByRole('alert')).toHaveTextContent(strings.uploadVideoUnsupported);

    await userEvent.click(send);
    expect(onSend).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Remove party.mp4' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(send);
    expect(onSend).toHaveBeenCalledWith({ text: 'Look at this', files: [expect.any(File)] });
  });

  it('refuses more than 10 files at once before uploading any', async () => {
    const onSend = jest.fn(async () => {});
    const { picker, send } = renderComposer(onSend);
    await userEvent.upload(
      picker,
      Array.from({ length: 11 }, (_, index) => picture(`photo-${index}.jpg`)),
    );
    await userEvent.click(send);
    expect(screen.getByRole('alert')).toHaveTextContent(strings.uploadTooMany);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('keeps the text and the files when sending fails, so trying again is one press', async () => {
    const onSend = jest
      .fn<Promise<void>, [Draft]>()
      .mockRejectedValueOnce(new Error(strings.chatSendFailed))
      .mockResolvedValueOnce(undefined);
    const { field, picker, send } = renderComposer(onSend);
    await userEvent.type(field, 'See you at lunch');
    await userEvent.upload(picker, picture('menu.jpg'));
    await userEvent.click(send);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to send message! Please try again',
    );
    expect(field).toHaveValue('See you at lunch');
    expect(screen.getByText(/menu\.jpg/)).toBeInTheDocument();

    await userEvent.click(send);
    expect(onSend).toHaveBeenLastCalledWith({
      text: 'See you at lunch',
      files: [expect.objectContaining({ name: 'menu.jpg' })],
    });
    await waitFor(() => expect(field).toHaveValue(''));
    expect(screen.queryByText(/menu\.jpg/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes files dropped on it', () => {
    const onSend = jest.fn(async () => {});
    const { field } = renderComposer(onSend);
    const form = field.closest('form') as HTMLFormElement;
    const dropped = picture('dropped.jpg');
    fireEvent.drop(form, { dataTransfer: { files: [dropped], types: ['Files'] } });
    expect(screen.getByRole('button', { name: 'Remove dropped.jpg' })).toBeInTheDocument();
  });
});
