import styled from 'styled-components';
import { chatText } from '../../chatText';

const Picker = styled.span`
  position: relative;
`;

/** Out of sight but still focusable: the keyboard reaches the picker, its label shows it. */
const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;
`;

/** The picker's label, drawn as a secondary button; the picker's focus shows on it. */
const AttachLabel = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  border: 2px solid ${({ theme }) => theme.colors.link};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.link};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  input:focus-visible + & {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.colors.focus}`};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
`;

/** 'Attach files': the browser's file chooser, several files at once. */
export function FilePicker({
  id,
  onChoose,
}: {
  id: string;
  onChoose(files: FileList | null): void;
}) {
  return (
    <Picker>
      <FileInput
        id={id}
        type="file"
        multiple
        onChange={(event) => {
          onChoose(event.target.files);
          // The same file can be chosen again after it was removed.
          event.target.value = '';
        }}
      />
      <AttachLabel htmlFor={id}>{chatText.attachFiles}</AttachLabel>
    </Picker>
  );
}
