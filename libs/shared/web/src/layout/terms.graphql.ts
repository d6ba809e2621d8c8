import { gql, type TypedDocumentNode } from '@apollo/client';

/** The template name of the terms and conditions. */
export const TERMS_TEMPLATE_NAME = 'CONST_TERMS';

export interface SharedTermsTemplateData {
  getTemplate: { __typename?: 'Template'; name: string; html: string } | null;
}

export interface SharedTermsTemplateVariables {
  name: string;
}

export const SHARED_TERMS_TEMPLATE: TypedDocumentNode<SharedTermsTemplateData, SharedTermsTemplateVariables> = gql`
  query SharedTermsTemplate($name: String!) {
    getTemplate(name: $name) {
      name
      html
    }
  }
`;
