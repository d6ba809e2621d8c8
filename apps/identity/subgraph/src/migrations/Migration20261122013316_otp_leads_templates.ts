import { Migration } from '@mikro-orm/migrations';

const TERMS_HTML = `<h2>Imali terms and conditions</h2>
<p>These terms apply to your use of the Imali website and app and to the products you buy through them. Each insurance product also has its own policy wording, which you receive with your policy summary.</p>
<h3>1. Who we are</h3>
<p>Imali helps South Africans manage funeral cover, credit life cover, savings and debt. Insurance products are underwritten by licensed insurers and sold under the Financial Advisory and Intermediary Services Act.</p>
<h3>2. Your information</h3>
<p>We process your personal information in line with the Protection of Personal Information Act (POPIA): only what we need to provide our services, kept no longer than necessary and protected with reasonable security safeguards. You may ask us, free of charge, to confirm what we hold about you. We only send you marketing if you agree to it.</p>
<h3>3. Your account</h3>
<p>Keep your password and one-time PINs (OTPs) secret. Imali will never ask you for your password or OTP.</p>
<h3>4. Cooling-off</h3>
<p>You may cancel a new insurance policy within 31 days of receiving the policy summary; premiums you paid are refunded if no claim was made.</p>
<h3>5. Complaints</h3>
<p>Contact us at info@imali.co.za. If we cannot resolve your complaint you may approach the relevant ombud.</p>`;

export class Migration20261122013316_otp_leads_templates extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "identity"."lead" ("id" uuid not null, "idempotency_key" varchar(64) not null, "client_id" uuid null, "first_name" varchar(200) not null, "surname" varchar(200) null, "cell_number" varchar(10) not null, "email" varchar(254) null, "talk_about" varchar(40) not null, "message" text null, "routing" varchar(40) null, "contact_method" varchar(30) not null, "lead_message_sent" text not null, "lead_message_returned" text not null, "lead_service_id" varchar(20) not null, "lead_source_description" varchar(100) not null, "lead_priority" int not null, "campaign_description" varchar(100) null, "client_address_hash" varchar(64) null, "created_at" timestamptz not null, constraint "lead_pkey" primary key ("id"));`);
    this.addSql(`alter table "identity"."lead" add constraint "lead_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`create index "lead_client_id_index" on "identity"."lead" ("client_id");`);
    this.addSql(`create index "lead_cell_number_index" on "identity"."lead" ("cell_number");`);
    this.addSql(`create index "lead_client_address_hash_index" on "identity"."lead" ("client_address_hash");`);

    this.addSql(`create table "identity"."otp_challenge" ("id" uuid not null, "client_id" uuid not null, "channel" varchar(10) not null, "destination_masked" varchar(254) not null, "code_hash" varchar(64) not null, "wrong_attempts" int not null default 0, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null, constraint "otp_challenge_pkey" primary key ("id"));`);
    this.addSql(`create index "otp_challenge_client_id_index" on "identity"."otp_challenge" ("client_id");`);

    this.addSql(`create table "identity"."outbox_message" ("id" uuid not null, "client_id" uuid null, "channel" varchar(10) not null, "destination_encrypted" text not null, "body" text not null, "created_at" timestamptz not null, constraint "outbox_message_pkey" primary key ("id"));`);
    this.addSql(`create index "outbox_message_client_id_index" on "identity"."outbox_message" ("client_id");`);

    this.addSql(`create table "identity"."template" ("name" varchar(60) not null, "html" text not null, "updated_at" timestamptz not null, constraint "template_pkey" primary key ("name"));`);
    // The first version of the terms; later versions are updated in the table, not in code.
    this.addSql(`insert into "identity"."template" ("name", "html", "updated_at") values ('CONST_TERMS', $terms$${TERMS_HTML}$terms$, now());`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "identity"."lead" cascade;`);

    this.addSql(`drop table if exists "identity"."otp_challenge" cascade;`);

    this.addSql(`drop table if exists "identity"."outbox_message" cascade;`);

    this.addSql(`drop table if exists "identity"."template" cascade;`);
  }

}
