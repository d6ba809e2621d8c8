import { Args, Field, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { TemplateService } from './template.service';

@ObjectType('Template')
export class TemplateModel {
  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'HTML, sanitised on the server (headings, paragraphs, lists, tables, https and mailto links only)' })
  html!: string;
}

@Resolver()
export class TemplateResolver {
  constructor(private readonly templates: TemplateService) {}

  @Query(() => TemplateModel, { description: 'Server content: CONST_TERMS (terms and conditions), CONST_PRIVACY_POLICY, CONST_DEBIT_ORDER_TERMS, CONST_DOCUMENT_VAULT_TERMS' })
  async getTemplate(@Args('name') name: string): Promise<TemplateModel> {
    return this.templates.get(name);
  }
}
