import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '@imali/shared/nest';
import { TemplateEntity } from './template.entity';

@Injectable()
export class TemplateService {
  constructor(private readonly em: EntityManager) {}

  async get(name: string): Promise<TemplateEntity> {
    const template = await this.em.findOne(TemplateEntity, { name });
    if (!template) throw new NotFoundError(`No template named ${name}`);
    return template;
  }
}
