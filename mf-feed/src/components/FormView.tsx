import {
  alertShown,
  Button,
  LoadProblem,
  lookup,
  Skeleton,
  selectCommunityId,
  selectUser,
  tokens,
} from '@portal/shared';
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { type FeedAsset, useCreateFormSubmissionMutation, useFormAssetQuery } from '../api/feedApi';

const Styled = styled.div`
  & fieldset {
    border: 0;
    margin: 0;
    padding: 0;
  }
  & legend {
    font-size: ${tokens.fontSizes.lg};
    font-weight: ${tokens.fontWeights.bold};
    margin-bottom: ${tokens.space.sm};
  }
  & .form-group {
    margin-bottom: ${tokens.space.md};
  }
  & label,
  & .control-label {
    display: block;
    font-weight: ${tokens.fontWeights.medium};
    margin-bottom: ${tokens.space.xxs};
  }
  & .checkbox label {
    display: inline-flex;
    align-items: center;
    gap: ${tokens.space.sm};
    min-height: ${tokens.targetSize}px;
  }
  & input:not([type='checkbox']):not([type='radio']),
  & select,
  & textarea {
    width: 100%;
    max-width: 36rem;
    min-height: ${tokens.targetSize}px;
    padding: ${tokens.space.xs} ${tokens.space.sm};
    font: inherit;
    color: ${tokens.colors.text};
    background: ${tokens.colors.surface};
    border: 2px solid ${tokens.colors.border};
    border-radius: ${tokens.radii.sm};
  }
  & input[type='checkbox'] {
    width: 28px;
    height: 28px;
  }
  & .field-description,
  & .help-block {
    color: ${tokens.colors.textMuted};
    margin: 0 0 ${tokens.space.xxs};
  }
  & .error-detail,
  & .errors {
    list-style: none;
    padding: 0;
    margin: ${tokens.space.xxs} 0 0;
    color: ${tokens.colors.text};
    font-weight: ${tokens.fontWeights.bold};
  }
  & .error-detail li::before,
  & .errors .list-group-item::before {
    content: '⚠ ';
    color: ${tokens.colors.error};
  }
  & .panel-danger {
    border: 2px solid ${tokens.colors.error};
    border-radius: ${tokens.radii.md};
    padding: ${tokens.space.sm};
    margin-bottom: ${tokens.space.md};
  }
  & .panel-title {
    font-size: ${tokens.fontSizes.md};
    margin: 0;
  }
  & .list-group {
    list-style: none;
    padding: 0;
    margin: 0;
  }
`;

type FormData = Record<string, unknown>;

/** A form asset: its JSON schema rendered as a form, submitted with CreateFormSubmission. */
export default function FormView({ asset }: { asset: FeedAsset }) {
  const form = useFormAssetQuery(asset.url);
  const communityId = useSelector(selectCommunityId);
  const userId = useSelector(selectUser)?._id;
  const dispatch = useDispatch();
  const [submit, submission] = useCreateFormSubmissionMutation();
  // What the reader typed stays here, so a failed send loses nothing.
  const [formData, setFormData] = useState<FormData>({});
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState(false);

  if (form.isLoading) {
    return (
      <div role="status" aria-label="Loading the form">
        <Skeleton lines={6} />
      </div>
    );
  }
  if (form.isError || !form.data)
    return <LoadProblem error={form.error} onRetry={() => void form.refetch()} />;
  if (sent) {
    return (
      <div role="status">
        <p>Thank you. Your form was sent.</p>
        <Button
          variant="secondary"
          onClick={() => {
            setFormData({});
            setSent(false);
            submission.reset();
          }}
        >
          Fill in the form again
        </Button>
      </div>
    );
  }
  const send = async (data: FormData) => {
    setFailed(false);
    if (!communityId || !userId) return;
    const result = await submit({
      formId: form.data?.id ?? '',
      data: JSON.stringify(data),
      communityId,
      userId,
    });
    if ('error' in result) {
      setFailed(true);
      dispatch(alertShown(lookup('$formSubmitFailed'), { kind: 'error' }));
    } else {
      setSent(true);
    }
  };
  return (
    <Styled>
      <Form
        schema={form.data.schema as RJSFSchema}
        validator={validator}
        formData={formData}
        onChange={(event) => setFormData((event.formData ?? {}) as FormData)}
        onSubmit={(event) => void send((event.formData ?? {}) as FormData)}
        showErrorList="top"
        noHtml5Validate
      >
        {failed && (
          <p role="alert">
            <strong>{lookup('$formSubmitFailed')}</strong>
          </p>
        )}
        <Button type="submit" busy={submission.isLoading}>
          Send
        </Button>
      </Form>
    </Styled>
  );
}
