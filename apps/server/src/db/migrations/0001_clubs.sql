CREATE TABLE "club_join_requests" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"club_id" char(24) NOT NULL,
	"usuario_id" char(24) NOT NULL,
	"estado" varchar(16) DEFAULT 'Pendiente' NOT NULL,
	"mensaje" varchar(300),
	"notas_rechazo" varchar(500),
	"procesado_por" char(24),
	"fecha_procesado" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_payment_accounts" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"club_id" char(24) NOT NULL,
	"alias" varchar(60),
	"nombre_titular" varchar(100) NOT NULL,
	"rut_titular" varchar(12) NOT NULL,
	"nombre_banco" varchar(60) NOT NULL,
	"tipo_cuenta" varchar(20) NOT NULL,
	"numero_cuenta" varchar(30) NOT NULL,
	"correo_electronico" varchar(254),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_log" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"club_id" char(24) NOT NULL,
	"tipo" varchar(32) NOT NULL,
	"moderador_id" char(24),
	"afectado_id" char(24),
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip_address" varchar(64),
	"fecha" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "club_join_requests" ADD CONSTRAINT "club_join_requests_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_join_requests" ADD CONSTRAINT "club_join_requests_usuario_id_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_join_requests" ADD CONSTRAINT "club_join_requests_procesado_por_users_id_fk" FOREIGN KEY ("procesado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_payment_accounts" ADD CONSTRAINT "club_payment_accounts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_moderador_id_users_id_fk" FOREIGN KEY ("moderador_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_join_requests_club_estado_idx" ON "club_join_requests" USING btree ("club_id","estado","created_at");--> statement-breakpoint
CREATE INDEX "club_join_requests_usuario_id_idx" ON "club_join_requests" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "club_join_requests_procesado_por_idx" ON "club_join_requests" USING btree ("procesado_por");--> statement-breakpoint
CREATE UNIQUE INDEX "club_join_requests_one_pending_idx" ON "club_join_requests" USING btree ("club_id","usuario_id") WHERE "club_join_requests"."estado" = 'Pendiente';--> statement-breakpoint
CREATE INDEX "club_payment_accounts_club_id_idx" ON "club_payment_accounts" USING btree ("club_id","created_at");--> statement-breakpoint
CREATE INDEX "moderation_log_club_fecha_idx" ON "moderation_log" USING btree ("club_id","fecha");--> statement-breakpoint
CREATE INDEX "moderation_log_club_tipo_fecha_idx" ON "moderation_log" USING btree ("club_id","tipo","fecha");--> statement-breakpoint
CREATE INDEX "moderation_log_moderador_id_idx" ON "moderation_log" USING btree ("moderador_id");--> statement-breakpoint
CREATE INDEX "moderation_log_afectado_id_idx" ON "moderation_log" USING btree ("afectado_id");