import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, Card, Empty, Select, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import fallbackImage from '../../assets/template-fallback.svg';
import { TemplatesDocument } from '../../gql/graphql';
import { TEMPLATE_CATEGORIES, categoryLabel } from '../../modules/templates/template-categories';
import './templates.css';

const SKELETONS = 6;
const DEFAULT_DESCRIPTION = 'Professional template for conversion optimization';

/** 000 §2.6 Funnel Templates, with the category select filtering (the spec's did not). */
export function TemplatesPage() {
  const navigate = useNavigate();
  const [category, setCategory] = useState('all');
  const { data, loading, error, refetch } = useQuery(TemplatesDocument, {
    variables: { category: category === 'all' ? null : category },
    fetchPolicy: 'cache-and-network',
  });
  const templates = data?.templates ?? [];

  return (
    <div>
      <div className="ff-toolbar">
        <Select
          aria-label="Template category"
          className="ff-templates__category"
          value={category}
          options={TEMPLATE_CATEGORIES.map(({ value, label }) => ({ value, label }))}
          onChange={setCategory}
        />
        <span className="ff-toolbar__grow" />
        <Button icon={<PlusOutlined />} onClick={() => navigate('/builder')}>
          Create Custom
        </Button>
      </div>
      {error && !data ? (
        <Empty description="Could not load the templates. Check your connection and try again.">
          <Button onClick={() => void refetch()}>Retry</Button>
        </Empty>
      ) : loading && !data ? (
        <div className="ff-card-grid" aria-busy="true" aria-label="Loading templates">
          {Array.from({ length: SKELETONS }, (_, i) => (
            <Card key={i} cover={<Skeleton.Image active className="ff-template-card__image-skeleton" />}>
              <Skeleton active paragraph={{ rows: 2 }} />
            </Card>
          ))}
        </div>
      ) : templates.length === 0 ? (
        <div className="ff-empty">
          <Empty description="No templates in this category yet" />
        </div>
      ) : (
        <>
          <h2 className="ff-visually-hidden">Templates</h2>
          <div className="ff-card-grid">
            {templates.map((template) => (
              <Card
                key={template.id}
                className="ff-template-card"
                cover={
                  <img
                    className="ff-template-card__image"
                    src={template.previewImage || fallbackImage}
                    alt={`Preview of the ${template.name} template`}
                    loading="lazy"
                    onError={(event) => {
                      // 000 §8: a broken image falls back once to the default picture.
                      const img = event.currentTarget;
                      if (img.dataset.fallback) return;
                      img.dataset.fallback = '1';
                      img.src = fallbackImage;
                    }}
                  />
                }
              >
                <div className="ff-template-card__head">
                  <h3 className="ff-template-card__name">{template.name}</h3>
                  <Tag>{categoryLabel(template.category)}</Tag>
                </div>
                <p className="ff-template-card__description">{template.description || DEFAULT_DESCRIPTION}</p>
                <div className="ff-template-card__foot">
                  <span className="ff-muted">{template.avgConversionRate}% avg conversion</span>
                  <Button type="primary" onClick={() => navigate(`/builder?template=${template.id}`)}>
                    Use Template
                  </Button>
                </div>
              </Card>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
