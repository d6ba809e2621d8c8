import { Args, Field, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { TemplateService } from './template.service';

@ObjectType('Template')
export class TemplateModel {
  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'HTML; the web sanitises it before showing it' })
  html!: string;
}

@Resolver()
export class TemplateResolver {
  constructor(private readonly templates: TemplateService) {}

  @Query(() => TemplateModel, { description: 'Server content such as CONST_TERMS (terms and conditions)' })
  async getTemplate(@Args('name') name: string): Promise<TemplateModel> {
    const { html } = await this.templates.get(name);
    return { name, html };
  }
}
