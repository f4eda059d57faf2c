import { Alert, Modal, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { elementProblem } from '../page-model/element-problem';
import { definitionOf } from '../page-model/registry';
import type { PageElement, StyleGroup } from '../page-model/types';
import { useBuilder, useBuilderActions } from './builder-context';
import { activeElements } from './builder-store';
import { ActionEditor } from './editors/ActionEditor';
import { TextAreaField } from './editors/fields';
import { StyleEditor } from './editors/StyleEditor';
import { ContentFields } from './inspector/ContentFields';

/** Style groups of a type the page model does not know (kept from older pages). */
const UNKNOWN_TYPE_STYLES: readonly StyleGroup[] = ['typography', 'box'];

/** 000 §2.7: 'Edit {type}' on a copy of the element; Save Changes writes it back, Cancel drops it. */
export function EditDialog() {
  const element = useBuilder((s) =>
    s.editingId ? activeElements(s).find((el) => el.id === s.editingId) : undefined,
  );
  if (!element) return null;
  return <EditDialogBody key={element.id} element={element} />;
}

function EditDialogBody({ element }: { element: PageElement }) {
  const actions = useBuilderActions();
  const [draft, setDraft] = useState(element);
  const definition = definitionOf(draft.type);
  const content = useMemo(() => definition?.parse(draft.content), [definition, draft.content]);
  const setContent = (value: unknown) =>
    setDraft((current) => ({
      ...current,
      content: definition ? definition.serialize(value) : String(value),
    }));
  const setRawContent = (text: string) => setDraft((current) => ({ ...current, content: text }));
  // The same rule the server applies on save and publish.
  const problem = definition ? elementProblem(definition, draft) : null;

  const close = () => actions.openEditor(null);
  const save = () => {
    if (problem) return;
    actions.updateElement(draft);
    close();
  };

  const tabs = [
    {
      key: 'content',
      label: 'Content',
      // A type without declared fields (unknown, or section columns) shows its stored content as it is.
      children:
        definition && definition.fields.length > 0 ? (
          <ContentFields fields={definition.fields} content={content} onChange={setContent} element={draft} />
        ) : (
          <TextAreaField label="Content" value={draft.content} onChange={setRawContent} />
        ),
    },
    {
      key: 'style',
      label: 'Style',
      children: (
        <StyleEditor
          styles={draft.styles}
          groups={definition?.styles ?? UNKNOWN_TYPE_STYLES}
          hidden={definition?.hiddenStyles}
          onChange={(styles) => setDraft((current) => ({ ...current, styles }))}
        />
      ),
    },
    ...(definition?.actions
      ? [
          {
            key: 'action',
            label: 'Action',
            children: (
              <ActionEditor
                element={draft}
                actions={definition.actions}
                isForm={definition.isForm === true}
                linkInContent={definition.linkInContent === true}
                onChange={setDraft}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <Modal
      open
      title={`Edit ${element.type}`}
      okText="Save Changes"
      cancelText="Cancel"
      onOk={save}
      onCancel={close}
      okButtonProps={{ disabled: problem !== null }}
      width={640}
      destroyOnHidden
      className="ff-edit-dialog"
    >
      {problem ? <Alert type="warning" showIcon title={problem} className="ff-edit-dialog__problem" /> : null}
      <Tabs items={tabs} />
    </Modal>
  );
}
