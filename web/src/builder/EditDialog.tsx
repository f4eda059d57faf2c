import { Alert, Modal, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { definitionOf } from '../page-model/registry';
import type { PageElement } from '../page-model/types';
import { useBuilder, useBuilderActions } from './builder-context';
import { ActionEditor } from './editors/ActionEditor';
import { TextAreaField, linkError } from './editors/fields';
import { EDITORS, FALLBACK_EDITOR } from './editors/registry';
import { StyleEditor } from './editors/StyleEditor';

/** 000 §2.7: 'Edit {type}' on a copy of the element; Save Changes writes it back, Cancel drops it. */
export function EditDialog() {
  const element = useBuilder((s) =>
    s.editingId ? s.doc.elements.find((el) => el.id === s.editingId) : undefined,
  );
  if (!element) return null;
  return <EditDialogBody key={element.id} element={element} />;
}

function EditDialogBody({ element }: { element: PageElement }) {
  const actions = useBuilderActions();
  const [draft, setDraft] = useState(element);
  const definition = definitionOf(draft.type);
  const editor = EDITORS[draft.type] ?? FALLBACK_EDITOR;
  const content = useMemo(
    () => (definition ? definition.parse(draft.content) : draft.content),
    [definition, draft.content],
  );
  const setContent = (value: unknown) =>
    setDraft((current) => ({
      ...current,
      content: definition ? definition.serialize(value) : String(value),
    }));

  const needsLink =
    editor.actions !== undefined &&
    !editor.linkInContent &&
    draft.action !== undefined &&
    draft.action !== 'form';
  const problem =
    editor.validate?.(content) ??
    (needsLink
      ? linkError(draft.link ?? '', draft.action !== 'form-redirect' && draft.action !== 'external')
      : null);

  const close = () => actions.openEditor(null);
  const save = () => {
    if (problem) return;
    actions.updateElement(draft);
    close();
  };

  const { Content } = editor;
  const tabs = [
    {
      key: 'content',
      label: 'Content',
      children: Content ? (
        <Content value={content} onChange={setContent} element={draft} />
      ) : (
        <TextAreaField label="Content" value={draft.content} onChange={setContent} />
      ),
    },
    {
      key: 'style',
      label: 'Style',
      children: (
        <StyleEditor
          styles={draft.styles}
          sections={editor.styles}
          hidden={editor.hiddenStyles}
          onChange={(styles) => setDraft((current) => ({ ...current, styles }))}
        />
      ),
    },
    ...(editor.actions
      ? [
          {
            key: 'action',
            label: 'Action',
            children: (
              <ActionEditor
                element={draft}
                actions={editor.actions}
                linkInContent={editor.linkInContent === true}
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
