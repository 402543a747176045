export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: '12.2.3';
  };
  public: {
    Tables: {
      app_settings: {
        Row: {
          allow_registrations: boolean;
          contact_email: string;
          contact_phone: string;
          created_at: string;
          express_shipping_cost: number;
          free_shipping_threshold: number;
          id: number;
          maintenance_mode: boolean;
          newsletter_enabled: boolean;
          order_confirmation_email: boolean;
          shipping_enabled: boolean;
          shipping_notification_email: boolean;
          site_description: string;
          site_name: string;
          standard_shipping_cost: number;
          updated_at: string;
          updated_by: string | null;
          welcome_email_enabled: boolean;
          whatsapp_number: string;
        };
        Insert: {
          allow_registrations?: boolean;
          contact_email?: string;
          contact_phone?: string;
          created_at?: string;
          express_shipping_cost?: number;
          free_shipping_threshold?: number;
          id?: number;
          maintenance_mode?: boolean;
          newsletter_enabled?: boolean;
          order_confirmation_email?: boolean;
          shipping_enabled?: boolean;
          shipping_notification_email?: boolean;
          site_description?: string;
          site_name?: string;
          standard_shipping_cost?: number;
          updated_at?: string;
          updated_by?: string | null;
          welcome_email_enabled?: boolean;
          whatsapp_number?: string;
        };
        Update: {
          allow_registrations?: boolean;
          contact_email?: string;
          contact_phone?: string;
          created_at?: string;
          express_shipping_cost?: number;
          free_shipping_threshold?: number;
          id?: number;
          maintenance_mode?: boolean;
          newsletter_enabled?: boolean;
          order_confirmation_email?: boolean;
          shipping_enabled?: boolean;
          shipping_notification_email?: boolean;
          site_description?: string;
          site_name?: string;
          standard_shipping_cost?: number;
          updated_at?: string;
          updated_by?: string | null;
          welcome_email_enabled?: boolean;
          whatsapp_number?: string;
        };
        Relationships: [];
      };
      audit_log: {
        Row: {
          action: string;
          actor_email: string | null;
          actor_id: string | null;
          actor_name: string;
          changes: Json;
          id: number;
          occurred_at: string;
          row_id: string;
          table_name: string;
        };
        Insert: {
          action: string;
          actor_email?: string | null;
          actor_id?: string | null;
          actor_name: string;
          changes?: Json;
          id?: never;
          occurred_at?: string;
          row_id: string;
          table_name: string;
        };
        Update: {
          action?: string;
          actor_email?: string | null;
          actor_id?: string | null;
          actor_name?: string;
          changes?: Json;
          id?: never;
          occurred_at?: string;
          row_id?: string;
          table_name?: string;
        };
        Relationships: [];
      };
      banner_settings: {
        Row: {
          created_at: string;
          cta_link: string | null;
          cta_text: string | null;
          deleted_at: string | null;
          description: string;
          id: string;
          image_url: string;
          is_active: boolean;
          title: string;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          cta_link?: string | null;
          cta_text?: string | null;
          deleted_at?: string | null;
          description?: string;
          id?: string;
          image_url: string;
          is_active?: boolean;
          title?: string;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          cta_link?: string | null;
          cta_text?: string | null;
          deleted_at?: string | null;
          description?: string;
          id?: string;
          image_url?: string;
          is_active?: boolean;
          title?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      bonus_store: {
        Row: {
          category: Database['public']['Enums']['bonus_category'];
          created_at: string;
          deleted_at: string | null;
          description: string | null;
          icon: string;
          id: string;
          is_active: boolean;
          name: string;
          points_cost: number;
          popular: boolean;
          type: Database['public']['Enums']['bonus_type'];
          updated_at: string;
          value: number;
        };
        Insert: {
          category?: Database['public']['Enums']['bonus_category'];
          created_at?: string;
          deleted_at?: string | null;
          description?: string | null;
          icon?: string;
          id?: string;
          is_active?: boolean;
          name: string;
          points_cost?: number;
          popular?: boolean;
          type?: Database['public']['Enums']['bonus_type'];
          updated_at?: string;
          value?: number;
        };
        Update: {
          category?: Database['public']['Enums']['bonus_category'];
          created_at?: string;
          deleted_at?: string | null;
          description?: string | null;
          icon?: string;
          id?: string;
          is_active?: boolean;
          name?: string;
          points_cost?: number;
          popular?: boolean;
          type?: Database['public']['Enums']['bonus_type'];
          updated_at?: string;
          value?: number;
        };
        Relationships: [];
      };
      cart_items: {
        Row: {
          created_at: string;
          id: string;
          product_id: string;
          quantity: number;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          id?: string;
          product_id: string;
          quantity?: number;
          updated_at?: string;
          user_id?: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          product_id?: string;
          quantity?: number;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'cart_items_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
        ];
      };
      categories: {
        Row: {
          created_at: string;
          deleted_at: string | null;
          description: string | null;
          featured_brands: string[];
          id: string;
          image_url: string | null;
          is_active: boolean;
          name: string;
          pet_types: Database['public']['Enums']['pet_type'][] | null;
          product_count: number;
          slug: string;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          deleted_at?: string | null;
          description?: string | null;
          featured_brands?: string[];
          id?: string;
          image_url?: string | null;
          is_active?: boolean;
          name: string;
          pet_types?: never;
          product_count?: number;
          slug: string;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          deleted_at?: string | null;
          description?: string | null;
          featured_brands?: string[];
          id?: string;
          image_url?: string | null;
          is_active?: boolean;
          name?: string;
          pet_types?: never;
          product_count?: number;
          slug?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      discount_code_redemptions: {
        Row: {
          created_at: string;
          discount_code_id: string;
          id: string;
          order_id: string;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          discount_code_id: string;
          id?: string;
          order_id: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          discount_code_id?: string;
          id?: string;
          order_id?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'discount_code_redemptions_discount_code_id_fkey';
            columns: ['discount_code_id'];
            isOneToOne: false;
            referencedRelation: 'discount_codes';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'discount_code_redemptions_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: true;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
        ];
      };
      discount_codes: {
        Row: {
          code: string;
          created_at: string;
          current_uses: number;
          deleted_at: string | null;
          description: string | null;
          expires_at: string | null;
          first_purchase_only: boolean;
          id: string;
          is_active: boolean;
          max_uses: number | null;
          min_purchase: number;
          owner_email: string | null;
          owner_user_id: string | null;
          type: Database['public']['Enums']['discount_type'];
          updated_at: string;
          value: number;
        };
        Insert: {
          code: string;
          created_at?: string;
          current_uses?: number;
          deleted_at?: string | null;
          description?: string | null;
          expires_at?: string | null;
          first_purchase_only?: boolean;
          id?: string;
          is_active?: boolean;
          max_uses?: number | null;
          min_purchase?: number;
          owner_email?: string | null;
          owner_user_id?: string | null;
          type: Database['public']['Enums']['discount_type'];
          updated_at?: string;
          value: number;
        };
        Update: {
          code?: string;
          created_at?: string;
          current_uses?: number;
          deleted_at?: string | null;
          description?: string | null;
          expires_at?: string | null;
          first_purchase_only?: boolean;
          id?: string;
          is_active?: boolean;
          max_uses?: number | null;
          min_purchase?: number;
          owner_email?: string | null;
          owner_user_id?: string | null;
          type?: Database['public']['Enums']['discount_type'];
          updated_at?: string;
          value?: number;
        };
        Relationships: [];
      };
      email_outbox: {
        Row: {
          body: string;
          created_at: string;
          gift_purchase_id: string | null;
          id: number;
          kind: string;
          order_id: string | null;
          recipient: string;
          sent_at: string | null;
          subject: string;
          user_id: string | null;
        };
        Insert: {
          body: string;
          created_at?: string;
          gift_purchase_id?: string | null;
          id?: never;
          kind: string;
          order_id?: string | null;
          recipient: string;
          sent_at?: string | null;
          subject: string;
          user_id?: string | null;
        };
        Update: {
          body?: string;
          created_at?: string;
          gift_purchase_id?: string | null;
          id?: never;
          kind?: string;
          order_id?: string | null;
          recipient?: string;
          sent_at?: string | null;
          subject?: string;
          user_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'email_outbox_gift_purchase_id_fkey';
            columns: ['gift_purchase_id'];
            isOneToOne: false;
            referencedRelation: 'gift_purchases';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'email_outbox_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
        ];
      };
      gift_purchases: {
        Row: {
          amount: number;
          buyer_id: string | null;
          created_at: string;
          delivered_at: string | null;
          delivery_date: string;
          discount_code_id: string | null;
          gift_code: string | null;
          gift_type: Database['public']['Enums']['gift_type'];
          gift_value: string;
          id: string;
          message: string | null;
          paid_at: string | null;
          pay_by: string;
          payment_method: Database['public']['Enums']['payment_method'] | null;
          payment_status: Database['public']['Enums']['payment_status'];
          recipient_email: string;
          recipient_name: string;
          recipient_phone: string | null;
          redeemed_at: string | null;
          redeemed_by: string | null;
          status: Database['public']['Enums']['gift_status'];
          updated_at: string;
          void_reason: string | null;
          voided_at: string | null;
        };
        Insert: {
          amount: number;
          buyer_id?: string | null;
          created_at?: string;
          delivered_at?: string | null;
          delivery_date?: string;
          discount_code_id?: string | null;
          gift_code?: string | null;
          gift_type: Database['public']['Enums']['gift_type'];
          gift_value: string;
          id?: string;
          message?: string | null;
          paid_at?: string | null;
          pay_by?: string;
          payment_method?: Database['public']['Enums']['payment_method'] | null;
          payment_status?: Database['public']['Enums']['payment_status'];
          recipient_email: string;
          recipient_name: string;
          recipient_phone?: string | null;
          redeemed_at?: string | null;
          redeemed_by?: string | null;
          status?: Database['public']['Enums']['gift_status'];
          updated_at?: string;
          void_reason?: string | null;
          voided_at?: string | null;
        };
        Update: {
          amount?: number;
          buyer_id?: string | null;
          created_at?: string;
          delivered_at?: string | null;
          delivery_date?: string;
          discount_code_id?: string | null;
          gift_code?: string | null;
          gift_type?: Database['public']['Enums']['gift_type'];
          gift_value?: string;
          id?: string;
          message?: string | null;
          paid_at?: string | null;
          pay_by?: string;
          payment_method?: Database['public']['Enums']['payment_method'] | null;
          payment_status?: Database['public']['Enums']['payment_status'];
          recipient_email?: string;
          recipient_name?: string;
          recipient_phone?: string | null;
          redeemed_at?: string | null;
          redeemed_by?: string | null;
          status?: Database['public']['Enums']['gift_status'];
          updated_at?: string;
          void_reason?: string | null;
          voided_at?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'gift_purchases_discount_code_id_fkey';
            columns: ['discount_code_id'];
            isOneToOne: false;
            referencedRelation: 'discount_codes';
            referencedColumns: ['id'];
          },
        ];
      };
      internal_notes: {
        Row: {
          author_id: string | null;
          author_name: string;
          body: string;
          created_at: string;
          id: string;
          order_id: string | null;
          user_id: string | null;
        };
        Insert: {
          author_id?: string | null;
          author_name?: string;
          body: string;
          created_at?: string;
          id?: string;
          order_id?: string | null;
          user_id?: string | null;
        };
        Update: {
          author_id?: string | null;
          author_name?: string;
          body?: string;
          created_at?: string;
          id?: string;
          order_id?: string | null;
          user_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'internal_notes_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
        ];
      };
      membership_plans: {
        Row: {
          benefits: string[];
          created_at: string;
          deleted_at: string | null;
          description: string | null;
          discount_percent: number;
          duration_days: number;
          id: string;
          is_active: boolean;
          membership_type: Database['public']['Enums']['membership_type'];
          name: string;
          points_multiplier: number;
          price: number;
          updated_at: string;
        };
        Insert: {
          benefits?: string[];
          created_at?: string;
          deleted_at?: string | null;
          description?: string | null;
          discount_percent?: number;
          duration_days?: number;
          id?: string;
          is_active?: boolean;
          membership_type?: never;
          name: string;
          points_multiplier?: number;
          price?: number;
          updated_at?: string;
        };
        Update: {
          benefits?: string[];
          created_at?: string;
          deleted_at?: string | null;
          description?: string | null;
          discount_percent?: number;
          duration_days?: number;
          id?: string;
          is_active?: boolean;
          membership_type?: never;
          name?: string;
          points_multiplier?: number;
          price?: number;
          updated_at?: string;
        };
        Relationships: [];
      };
      membership_purchases: {
        Row: {
          amount: number;
          closed_at: string | null;
          closed_reason: string | null;
          created_at: string;
          duration_days: number;
          expires_on: string | null;
          id: string;
          membership_type: Database['public']['Enums']['membership_type'];
          paid_at: string | null;
          pay_by: string;
          payment_method: Database['public']['Enums']['payment_method'] | null;
          payment_status: Database['public']['Enums']['payment_status'];
          plan_id: string | null;
          plan_name: string;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          amount: number;
          closed_at?: string | null;
          closed_reason?: string | null;
          created_at?: string;
          duration_days: number;
          expires_on?: string | null;
          id?: string;
          membership_type: Database['public']['Enums']['membership_type'];
          paid_at?: string | null;
          pay_by?: string;
          payment_method?: Database['public']['Enums']['payment_method'] | null;
          payment_status?: Database['public']['Enums']['payment_status'];
          plan_id?: string | null;
          plan_name: string;
          updated_at?: string;
          user_id: string;
        };
        Update: {
          amount?: number;
          closed_at?: string | null;
          closed_reason?: string | null;
          created_at?: string;
          duration_days?: number;
          expires_on?: string | null;
          id?: string;
          membership_type?: Database['public']['Enums']['membership_type'];
          paid_at?: string | null;
          pay_by?: string;
          payment_method?: Database['public']['Enums']['payment_method'] | null;
          payment_status?: Database['public']['Enums']['payment_status'];
          plan_id?: string | null;
          plan_name?: string;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'membership_purchases_plan_id_fkey';
            columns: ['plan_id'];
            isOneToOne: false;
            referencedRelation: 'membership_plans';
            referencedColumns: ['id'];
          },
        ];
      };
      newsletter_subscriptions: {
        Row: {
          created_at: string;
          discount_code: string | null;
          email: string;
          id: string;
          source: string;
          status: Database['public']['Enums']['subscription_status'];
          updated_at: string;
          used_discount: boolean;
        };
        Insert: {
          created_at?: string;
          discount_code?: string | null;
          email: string;
          id?: string;
          source?: string;
          status?: Database['public']['Enums']['subscription_status'];
          updated_at?: string;
          used_discount?: boolean;
        };
        Update: {
          created_at?: string;
          discount_code?: string | null;
          email?: string;
          id?: string;
          source?: string;
          status?: Database['public']['Enums']['subscription_status'];
          updated_at?: string;
          used_discount?: boolean;
        };
        Relationships: [];
      };
      order_events: {
        Row: {
          carrier: string | null;
          id: number;
          kind: string;
          occurred_at: string;
          order_id: string;
          tracking_number: string | null;
        };
        Insert: {
          carrier?: string | null;
          id?: never;
          kind: string;
          occurred_at?: string;
          order_id: string;
          tracking_number?: string | null;
        };
        Update: {
          carrier?: string | null;
          id?: never;
          kind?: string;
          occurred_at?: string;
          order_id?: string;
          tracking_number?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'order_events_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
        ];
      };
      order_items: {
        Row: {
          created_at: string;
          id: string;
          order_id: string;
          product_id: string | null;
          product_name: string;
          product_price: number;
          quantity: number;
          total: number;
        };
        Insert: {
          created_at?: string;
          id?: string;
          order_id: string;
          product_id?: string | null;
          product_name: string;
          product_price: number;
          quantity: number;
          total: number;
        };
        Update: {
          created_at?: string;
          id?: string;
          order_id?: string;
          product_id?: string | null;
          product_name?: string;
          product_price?: number;
          quantity?: number;
          total?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'order_items_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'order_items_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
        ];
      };
      orders: {
        Row: {
          carrier: string | null;
          created_at: string;
          customer_email: string | null;
          delivered_at: string | null;
          delivery_date: string | null;
          discount_amount: number;
          discount_code: string | null;
          discount_code_id: string | null;
          id: string;
          membership_type: Database['public']['Enums']['membership_type'];
          order_number: string;
          paid_at: string | null;
          pay_by: string | null;
          payment_method: Database['public']['Enums']['payment_method'];
          payment_status: Database['public']['Enums']['payment_status'];
          points_counted: boolean;
          points_earned: number;
          points_reversed: number;
          points_reversed_at: string | null;
          roulette_win_id: string | null;
          shipped_at: string | null;
          shipping_address: Json;
          shipping_cost: number;
          shipping_time_range_id: string | null;
          status: Database['public']['Enums']['order_status'];
          stock_held: boolean;
          stock_returned_at: string | null;
          subtotal: number;
          total: number;
          tracking_number: string | null;
          updated_at: string;
          user_bonus_id: string | null;
          user_id: string | null;
        };
        Insert: {
          carrier?: string | null;
          created_at?: string;
          customer_email?: never;
          delivered_at?: string | null;
          delivery_date?: string | null;
          discount_amount?: number;
          discount_code?: string | null;
          discount_code_id?: string | null;
          id?: string;
          membership_type?: Database['public']['Enums']['membership_type'];
          order_number: string;
          paid_at?: string | null;
          pay_by?: string | null;
          payment_method: Database['public']['Enums']['payment_method'];
          payment_status?: Database['public']['Enums']['payment_status'];
          points_counted?: boolean;
          points_earned?: number;
          points_reversed?: number;
          points_reversed_at?: string | null;
          roulette_win_id?: string | null;
          shipped_at?: string | null;
          shipping_address: Json;
          shipping_cost?: number;
          shipping_time_range_id?: string | null;
          status?: Database['public']['Enums']['order_status'];
          stock_held?: boolean;
          stock_returned_at?: string | null;
          subtotal: number;
          total: number;
          tracking_number?: string | null;
          updated_at?: string;
          user_bonus_id?: string | null;
          user_id?: string | null;
        };
        Update: {
          carrier?: string | null;
          created_at?: string;
          customer_email?: never;
          delivered_at?: string | null;
          delivery_date?: string | null;
          discount_amount?: number;
          discount_code?: string | null;
          discount_code_id?: string | null;
          id?: string;
          membership_type?: Database['public']['Enums']['membership_type'];
          order_number?: string;
          paid_at?: string | null;
          pay_by?: string | null;
          payment_method?: Database['public']['Enums']['payment_method'];
          payment_status?: Database['public']['Enums']['payment_status'];
          points_counted?: boolean;
          points_earned?: number;
          points_reversed?: number;
          points_reversed_at?: string | null;
          roulette_win_id?: string | null;
          shipped_at?: string | null;
          shipping_address?: Json;
          shipping_cost?: number;
          shipping_time_range_id?: string | null;
          status?: Database['public']['Enums']['order_status'];
          stock_held?: boolean;
          stock_returned_at?: string | null;
          subtotal?: number;
          total?: number;
          tracking_number?: string | null;
          updated_at?: string;
          user_bonus_id?: string | null;
          user_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'orders_discount_code_id_fkey';
            columns: ['discount_code_id'];
            isOneToOne: false;
            referencedRelation: 'discount_codes';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'orders_roulette_win_id_fkey';
            columns: ['roulette_win_id'];
            isOneToOne: false;
            referencedRelation: 'roulette_wins';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'orders_shipping_time_range_id_fkey';
            columns: ['shipping_time_range_id'];
            isOneToOne: false;
            referencedRelation: 'shipping_time_ranges';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'orders_user_bonus_id_fkey';
            columns: ['user_bonus_id'];
            isOneToOne: false;
            referencedRelation: 'user_bonuses';
            referencedColumns: ['id'];
          },
        ];
      };
      payments: {
        Row: {
          amount: number;
          card_last4: string | null;
          created_at: string;
          decline_reason: string | null;
          document_type: string | null;
          gift_purchase_id: string | null;
          id: string;
          membership_purchase_id: string | null;
          method: Database['public']['Enums']['payment_method'];
          order_id: string | null;
          payable_kind: string;
          pse_bank: string | null;
          refunded_at: string | null;
          status: string;
          user_id: string | null;
        };
        Insert: {
          amount: number;
          card_last4?: string | null;
          created_at?: string;
          decline_reason?: string | null;
          document_type?: string | null;
          gift_purchase_id?: string | null;
          id?: string;
          membership_purchase_id?: string | null;
          method: Database['public']['Enums']['payment_method'];
          order_id?: string | null;
          payable_kind?: string;
          pse_bank?: string | null;
          refunded_at?: string | null;
          status: string;
          user_id?: string | null;
        };
        Update: {
          amount?: number;
          card_last4?: string | null;
          created_at?: string;
          decline_reason?: string | null;
          document_type?: string | null;
          gift_purchase_id?: string | null;
          id?: string;
          membership_purchase_id?: string | null;
          method?: Database['public']['Enums']['payment_method'];
          order_id?: string | null;
          payable_kind?: string;
          pse_bank?: string | null;
          refunded_at?: string | null;
          status?: string;
          user_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'payments_gift_purchase_id_fkey';
            columns: ['gift_purchase_id'];
            isOneToOne: false;
            referencedRelation: 'gift_purchases';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'payments_membership_purchase_id_fkey';
            columns: ['membership_purchase_id'];
            isOneToOne: false;
            referencedRelation: 'membership_purchases';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'payments_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
        ];
      };
      points_redemptions_v2: {
        Row: {
          cancel_reason: string | null;
          cancelled_at: string | null;
          created_at: string;
          delivered_at: string | null;
          handled_by_name: string | null;
          id: string;
          note: string | null;
          points_used: number;
          reward_id: string | null;
          reward_name: string;
          reward_type: string;
          status: Database['public']['Enums']['redemption_status'];
          updated_at: string;
          user_id: string;
        };
        Insert: {
          cancel_reason?: string | null;
          cancelled_at?: string | null;
          created_at?: string;
          delivered_at?: string | null;
          handled_by_name?: string | null;
          id?: string;
          note?: string | null;
          points_used: number;
          reward_id?: string | null;
          reward_name: string;
          reward_type?: string;
          status?: Database['public']['Enums']['redemption_status'];
          updated_at?: string;
          user_id: string;
        };
        Update: {
          cancel_reason?: string | null;
          cancelled_at?: string | null;
          created_at?: string;
          delivered_at?: string | null;
          handled_by_name?: string | null;
          id?: string;
          note?: string | null;
          points_used?: number;
          reward_id?: string | null;
          reward_name?: string;
          reward_type?: string;
          status?: Database['public']['Enums']['redemption_status'];
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'points_redemptions_v2_reward_id_fkey';
            columns: ['reward_id'];
            isOneToOne: false;
            referencedRelation: 'rewards_catalog';
            referencedColumns: ['id'];
          },
        ];
      };
      points_transactions: {
        Row: {
          balance_after: number;
          created_at: string;
          description: string;
          id: string;
          points_earned: number;
          points_used: number;
          seq: number;
          transaction_type: Database['public']['Enums']['points_transaction_type'];
          user_id: string;
        };
        Insert: {
          balance_after: number;
          created_at?: string;
          description: string;
          id?: string;
          points_earned?: number;
          points_used?: number;
          seq?: number;
          transaction_type: Database['public']['Enums']['points_transaction_type'];
          user_id: string;
        };
        Update: {
          balance_after?: number;
          created_at?: string;
          description?: string;
          id?: string;
          points_earned?: number;
          points_used?: number;
          seq?: number;
          transaction_type?: Database['public']['Enums']['points_transaction_type'];
          user_id?: string;
        };
        Relationships: [];
      };
      product_groups: {
        Row: {
          category_id: string;
          created_at: string;
          icon: string;
          id: string;
          name: string;
          position: number;
          updated_at: string;
        };
        Insert: {
          category_id: string;
          created_at?: string;
          icon?: string;
          id: string;
          name: string;
          position?: number;
          updated_at?: string;
        };
        Update: {
          category_id?: string;
          created_at?: string;
          icon?: string;
          id?: string;
          name?: string;
          position?: number;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'product_groups_category_id_fkey';
            columns: ['category_id'];
            isOneToOne: false;
            referencedRelation: 'categories';
            referencedColumns: ['id'];
          },
        ];
      };
      product_subcategories: {
        Row: {
          created_at: string;
          group_id: string;
          id: string;
          name: string;
          position: number;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          group_id: string;
          id?: string;
          name: string;
          position?: number;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          group_id?: string;
          id?: string;
          name?: string;
          position?: number;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'product_subcategories_group_id_fkey';
            columns: ['group_id'];
            isOneToOne: false;
            referencedRelation: 'product_groups';
            referencedColumns: ['id'];
          },
        ];
      };
      products: {
        Row: {
          brand: string | null;
          category_id: string | null;
          created_at: string;
          deleted_at: string | null;
          description: string;
          discount_percentage: number;
          featured: boolean;
          home_section: Database['public']['Enums']['home_section'] | null;
          id: string;
          images: string[];
          in_stock: boolean;
          is_active: boolean;
          member_price: number | null;
          name: string;
          name_sort: string;
          pet_type: Database['public']['Enums']['pet_type'];
          price: number;
          product_group: string | null;
          regular_price: number | null;
          sales_count: number;
          short_description: string | null;
          stock_quantity: number;
          subcategory: string | null;
          updated_at: string;
        };
        Insert: {
          brand?: string | null;
          category_id?: string | null;
          created_at?: string;
          deleted_at?: string | null;
          description?: string;
          discount_percentage?: number;
          featured?: boolean;
          home_section?: Database['public']['Enums']['home_section'] | null;
          id?: string;
          images?: string[];
          in_stock?: never;
          is_active?: boolean;
          member_price?: number | null;
          name: string;
          name_sort?: never;
          pet_type?: Database['public']['Enums']['pet_type'];
          price: number;
          product_group?: string | null;
          regular_price?: number | null;
          sales_count?: number;
          short_description?: string | null;
          stock_quantity?: number;
          subcategory?: string | null;
          updated_at?: string;
        };
        Update: {
          brand?: string | null;
          category_id?: string | null;
          created_at?: string;
          deleted_at?: string | null;
          description?: string;
          discount_percentage?: number;
          featured?: boolean;
          home_section?: Database['public']['Enums']['home_section'] | null;
          id?: string;
          images?: string[];
          in_stock?: never;
          is_active?: boolean;
          member_price?: number | null;
          name?: string;
          name_sort?: never;
          pet_type?: Database['public']['Enums']['pet_type'];
          price?: number;
          product_group?: string | null;
          regular_price?: number | null;
          sales_count?: number;
          short_description?: string | null;
          stock_quantity?: number;
          subcategory?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'products_category_id_fkey';
            columns: ['category_id'];
            isOneToOne: false;
            referencedRelation: 'categories';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'products_product_group_fkey';
            columns: ['product_group'];
            isOneToOne: false;
            referencedRelation: 'product_groups';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'products_subcategory_fkey';
            columns: ['product_group', 'subcategory'];
            isOneToOne: false;
            referencedRelation: 'product_subcategories';
            referencedColumns: ['group_id', 'name'];
          },
        ];
      };
      rewards_catalog: {
        Row: {
          created_at: string;
          deleted_at: string | null;
          description: string | null;
          id: string;
          image_url: string | null;
          is_active: boolean;
          name: string;
          points_required: number;
          stock: number;
          tier: Database['public']['Enums']['reward_tier'];
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          deleted_at?: string | null;
          description?: string | null;
          id?: string;
          image_url?: string | null;
          is_active?: boolean;
          name: string;
          points_required: number;
          stock?: number;
          tier?: Database['public']['Enums']['reward_tier'];
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          deleted_at?: string | null;
          description?: string | null;
          id?: string;
          image_url?: string | null;
          is_active?: boolean;
          name?: string;
          points_required?: number;
          stock?: number;
          tier?: Database['public']['Enums']['reward_tier'];
          updated_at?: string;
        };
        Relationships: [];
      };
      roulette_prizes: {
        Row: {
          created_at: string;
          deleted_at: string | null;
          description: string | null;
          icon: string;
          id: string;
          is_active: boolean;
          name: string;
          probability: number;
          type: Database['public']['Enums']['prize_type'];
          updated_at: string;
          value: number;
        };
        Insert: {
          created_at?: string;
          deleted_at?: string | null;
          description?: string | null;
          icon?: string;
          id?: string;
          is_active?: boolean;
          name: string;
          probability: number;
          type: Database['public']['Enums']['prize_type'];
          updated_at?: string;
          value?: number;
        };
        Update: {
          created_at?: string;
          deleted_at?: string | null;
          description?: string | null;
          icon?: string;
          id?: string;
          is_active?: boolean;
          name?: string;
          probability?: number;
          type?: Database['public']['Enums']['prize_type'];
          updated_at?: string;
          value?: number;
        };
        Relationships: [];
      };
      roulette_wins: {
        Row: {
          created_at: string;
          expires_at: string | null;
          id: string;
          prize_id: string | null;
          prize_name: string;
          prize_type: Database['public']['Enums']['prize_type'];
          prize_value: number;
          redeemed: boolean;
          redeemed_at: string | null;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          expires_at?: string | null;
          id?: string;
          prize_id?: string | null;
          prize_name: string;
          prize_type: Database['public']['Enums']['prize_type'];
          prize_value?: number;
          redeemed?: boolean;
          redeemed_at?: string | null;
          user_id: string;
        };
        Update: {
          created_at?: string;
          expires_at?: string | null;
          id?: string;
          prize_id?: string | null;
          prize_name?: string;
          prize_type?: Database['public']['Enums']['prize_type'];
          prize_value?: number;
          redeemed?: boolean;
          redeemed_at?: string | null;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'roulette_wins_prize_id_fkey';
            columns: ['prize_id'];
            isOneToOne: false;
            referencedRelation: 'roulette_prizes';
            referencedColumns: ['id'];
          },
        ];
      };
      shipping_rates: {
        Row: {
          base_price: number;
          created_at: string;
          deleted_at: string | null;
          delivery_hours_max: number;
          delivery_hours_min: number;
          description: string | null;
          id: string;
          is_active: boolean;
          name: string;
          updated_at: string;
        };
        Insert: {
          base_price: number;
          created_at?: string;
          deleted_at?: string | null;
          delivery_hours_max: number;
          delivery_hours_min: number;
          description?: string | null;
          id?: string;
          is_active?: boolean;
          name: string;
          updated_at?: string;
        };
        Update: {
          base_price?: number;
          created_at?: string;
          deleted_at?: string | null;
          delivery_hours_max?: number;
          delivery_hours_min?: number;
          description?: string | null;
          id?: string;
          is_active?: boolean;
          name?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      shipping_time_ranges: {
        Row: {
          cost: number;
          created_at: string;
          deleted_at: string | null;
          description: string | null;
          ends_at: string | null;
          icon: string;
          id: string;
          is_active: boolean;
          priority: number;
          time_range: string;
          updated_at: string;
        };
        Insert: {
          cost: number;
          created_at?: string;
          deleted_at?: string | null;
          description?: string | null;
          ends_at?: string | null;
          icon?: string;
          id?: string;
          is_active?: boolean;
          priority?: number;
          time_range: string;
          updated_at?: string;
        };
        Update: {
          cost?: number;
          created_at?: string;
          deleted_at?: string | null;
          description?: string | null;
          ends_at?: string | null;
          icon?: string;
          id?: string;
          is_active?: boolean;
          priority?: number;
          time_range?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      user_addresses: {
        Row: {
          address: string;
          city: string;
          created_at: string;
          department: string;
          id: string;
          is_default: boolean;
          label: string;
          phone: string | null;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          address: string;
          city: string;
          created_at?: string;
          department: string;
          id?: string;
          is_default?: boolean;
          label: string;
          phone?: string | null;
          updated_at?: string;
          user_id?: string;
        };
        Update: {
          address?: string;
          city?: string;
          created_at?: string;
          department?: string;
          id?: string;
          is_default?: boolean;
          label?: string;
          phone?: string | null;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      user_bonuses: {
        Row: {
          bonus_id: string | null;
          bonus_name: string;
          bonus_type: Database['public']['Enums']['bonus_type'];
          bonus_value: number;
          created_at: string;
          expires_at: string;
          id: string;
          points_spent: number;
          roulette_win_id: string | null;
          status: Database['public']['Enums']['bonus_status'];
          status_reason: string | null;
          used_at: string | null;
          user_id: string;
          voided_at: string | null;
        };
        Insert: {
          bonus_id?: string | null;
          bonus_name: string;
          bonus_type: Database['public']['Enums']['bonus_type'];
          bonus_value?: number;
          created_at?: string;
          expires_at: string;
          id?: string;
          points_spent?: number;
          roulette_win_id?: string | null;
          status?: Database['public']['Enums']['bonus_status'];
          status_reason?: string | null;
          used_at?: string | null;
          user_id: string;
          voided_at?: string | null;
        };
        Update: {
          bonus_id?: string | null;
          bonus_name?: string;
          bonus_type?: Database['public']['Enums']['bonus_type'];
          bonus_value?: number;
          created_at?: string;
          expires_at?: string;
          id?: string;
          points_spent?: number;
          roulette_win_id?: string | null;
          status?: Database['public']['Enums']['bonus_status'];
          status_reason?: string | null;
          used_at?: string | null;
          user_id?: string;
          voided_at?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'user_bonuses_bonus_id_fkey';
            columns: ['bonus_id'];
            isOneToOne: false;
            referencedRelation: 'bonus_store';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'user_bonuses_roulette_win_id_fkey';
            columns: ['roulette_win_id'];
            isOneToOne: true;
            referencedRelation: 'roulette_wins';
            referencedColumns: ['id'];
          },
        ];
      };
      user_favorites: {
        Row: { created_at: string; id: string; product_id: string; user_id: string };
        Insert: { created_at?: string; id?: string; product_id: string; user_id?: string };
        Update: { created_at?: string; id?: string; product_id?: string; user_id?: string };
        Relationships: [
          {
            foreignKeyName: 'user_favorites_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
        ];
      };
      user_points: {
        Row: { current_points: number; last_updated: string; user_id: string };
        Insert: { current_points?: number; last_updated?: string; user_id: string };
        Update: { current_points?: number; last_updated?: string; user_id?: string };
        Relationships: [];
      };
      user_profiles: {
        Row: {
          avatar_url: string | null;
          birth_date: string | null;
          created_at: string;
          deleted_at: string | null;
          email: string | null;
          first_name: string;
          id: string;
          is_admin: boolean;
          last_name: string;
          membership_expiry: string | null;
          membership_type: Database['public']['Enums']['membership_type'];
          pet_name: string | null;
          phone: string | null;
          role: Database['public']['Enums']['user_role'];
          total_orders: number;
          total_spent: number;
          updated_at: string;
        };
        Insert: {
          avatar_url?: string | null;
          birth_date?: string | null;
          created_at?: string;
          deleted_at?: string | null;
          email?: string | null;
          first_name?: string;
          id: string;
          is_admin?: boolean;
          last_name?: string;
          membership_expiry?: string | null;
          membership_type?: Database['public']['Enums']['membership_type'];
          pet_name?: string | null;
          phone?: string | null;
          role?: Database['public']['Enums']['user_role'];
          total_orders?: number;
          total_spent?: number;
          updated_at?: string;
        };
        Update: {
          avatar_url?: string | null;
          birth_date?: string | null;
          created_at?: string;
          deleted_at?: string | null;
          email?: string | null;
          first_name?: string;
          id?: string;
          is_admin?: boolean;
          last_name?: string;
          membership_expiry?: string | null;
          membership_type?: Database['public']['Enums']['membership_type'];
          pet_name?: string | null;
          phone?: string | null;
          role?: Database['public']['Enums']['user_role'];
          total_orders?: number;
          total_spent?: number;
          updated_at?: string;
        };
        Relationships: [];
      };
      web_vitals: {
        Row: {
          created_at: string;
          device: string;
          id: number;
          metric: string;
          navigation_type: string;
          page_view_id: string;
          rating: string;
          releases: Json;
          remote: string;
          render_source: string;
          route: string;
          value: number;
        };
        Insert: {
          created_at?: string;
          device: string;
          id?: never;
          metric: string;
          navigation_type: string;
          page_view_id: string;
          rating: string;
          releases?: Json;
          remote: string;
          render_source: string;
          route: string;
          value: number;
        };
        Update: {
          created_at?: string;
          device?: string;
          id?: never;
          metric?: string;
          navigation_type?: string;
          page_view_id?: string;
          rating?: string;
          releases?: Json;
          remote?: string;
          render_source?: string;
          route?: string;
          value?: number;
        };
        Relationships: [];
      };
    };
    Views: {
      gift_purchases_overview: {
        Row: {
          amount: number | null;
          buyer_email: string | null;
          buyer_id: string | null;
          buyer_name: string | null;
          created_at: string | null;
          delivered_at: string | null;
          delivery_date: string | null;
          discount_code_id: string | null;
          gift_code: string | null;
          gift_type: Database['public']['Enums']['gift_type'] | null;
          gift_value: string | null;
          id: string | null;
          message: string | null;
          overdue: boolean | null;
          paid_at: string | null;
          pay_by: string | null;
          payment_method: Database['public']['Enums']['payment_method'] | null;
          payment_status: Database['public']['Enums']['payment_status'] | null;
          recipient_email: string | null;
          recipient_name: string | null;
          recipient_phone: string | null;
          redeemed_at: string | null;
          redeemed_by: string | null;
          redeemer_name: string | null;
          state: string | null;
          status: Database['public']['Enums']['gift_status'] | null;
          updated_at: string | null;
          void_reason: string | null;
          voided_at: string | null;
        };

        Relationships: [];
      };
      payables: {
        Row: {
          amount: number | null;
          created_at: string | null;
          description: string | null;
          id: string | null;
          kind: string | null;
          pay_by: string | null;
          payment_method: Database['public']['Enums']['payment_method'] | null;
          payment_status: Database['public']['Enums']['payment_status'] | null;
          reference: string | null;
          user_id: string | null;
        };

        Relationships: [];
      };
      payment_history: {
        Row: {
          amount: number | null;
          card_last4: string | null;
          created_at: string | null;
          decline_reason: string | null;
          description: string | null;
          document_type: string | null;
          id: string | null;
          kind: string | null;
          method: Database['public']['Enums']['payment_method'] | null;
          payable_id: string | null;
          pse_bank: string | null;
          reference: string | null;
          refunded_at: string | null;
          status: string | null;
        };

        Relationships: [];
      };
      points_history: {
        Row: {
          balance: number | null;
          created_at: string | null;
          description: string | null;
          id: string | null;
          points_earned: number | null;
          points_used: number | null;
          seq: number | null;
          transaction_type: Database['public']['Enums']['points_transaction_type'] | null;
          user_id: string | null;
        };
        Insert: {
          balance?: number | null;
          created_at?: string | null;
          description?: string | null;
          id?: string | null;
          points_earned?: number | null;
          points_used?: number | null;
          seq?: number | null;
          transaction_type?: Database['public']['Enums']['points_transaction_type'] | null;
          user_id?: string | null;
        };
        Update: {
          balance?: number | null;
          created_at?: string | null;
          description?: string | null;
          id?: string | null;
          points_earned?: number | null;
          points_used?: number | null;
          seq?: number | null;
          transaction_type?: Database['public']['Enums']['points_transaction_type'] | null;
          user_id?: string | null;
        };
        Relationships: [];
      };
      points_redemptions_overview: {
        Row: {
          cancel_reason: string | null;
          cancelled_at: string | null;
          created_at: string | null;
          delivered_at: string | null;
          handled_by_name: string | null;
          id: string | null;
          note: string | null;
          points_used: number | null;
          reward_id: string | null;
          reward_image_url: string | null;
          reward_name: string | null;
          reward_tier: Database['public']['Enums']['reward_tier'] | null;
          reward_type: string | null;
          shopper_email: string | null;
          shopper_name: string | null;
          shopper_phone: string | null;
          status: Database['public']['Enums']['redemption_status'] | null;
          updated_at: string | null;
          user_id: string | null;
        };

        Relationships: [];
      };
    };
    Functions: {
      add_to_cart: { Args: { p_product_id: string; p_quantity?: number }; Returns: Json };
      admin_adjust_points: {
        Args: { p_amount: number; p_reason: string; p_user_id: string };
        Returns: number;
      };
      admin_cancel_redemption: {
        Args: { p_reason: string; p_redemption_id: string };
        Returns: {
          cancel_reason: string | null;
          cancelled_at: string | null;
          created_at: string;
          delivered_at: string | null;
          handled_by_name: string | null;
          id: string;
          note: string | null;
          points_used: number;
          reward_id: string | null;
          reward_name: string;
          reward_type: string;
          status: Database['public']['Enums']['redemption_status'];
          updated_at: string;
          user_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'points_redemptions_v2';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      admin_dashboard_report: { Args: { p_from: string; p_to: string }; Returns: Json };
      admin_dashboard_stats: { Args: never; Returns: Json };
      admin_delete: { Args: { p_ids: string[]; p_table: string }; Returns: number };
      admin_deliver_redemption: {
        Args: { p_note?: string; p_redemption_id: string };
        Returns: {
          cancel_reason: string | null;
          cancelled_at: string | null;
          created_at: string;
          delivered_at: string | null;
          handled_by_name: string | null;
          id: string;
          note: string | null;
          points_used: number;
          reward_id: string | null;
          reward_name: string;
          reward_type: string;
          status: Database['public']['Enums']['redemption_status'];
          updated_at: string;
          user_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'points_redemptions_v2';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      admin_extend_bonus: {
        Args: { p_bonus_id: string; p_expires_at: string; p_reason: string };
        Returns: {
          bonus_id: string | null;
          bonus_name: string;
          bonus_type: Database['public']['Enums']['bonus_type'];
          bonus_value: number;
          created_at: string;
          expires_at: string;
          id: string;
          points_spent: number;
          roulette_win_id: string | null;
          status: Database['public']['Enums']['bonus_status'];
          status_reason: string | null;
          used_at: string | null;
          user_id: string;
          voided_at: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'user_bonuses';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      admin_mark_order_delivered: {
        Args: { p_order_id: string };
        Returns: {
          carrier: string | null;
          created_at: string;
          customer_email: string | null;
          delivered_at: string | null;
          delivery_date: string | null;
          discount_amount: number;
          discount_code: string | null;
          discount_code_id: string | null;
          id: string;
          membership_type: Database['public']['Enums']['membership_type'];
          order_number: string;
          paid_at: string | null;
          pay_by: string | null;
          payment_method: Database['public']['Enums']['payment_method'];
          payment_status: Database['public']['Enums']['payment_status'];
          points_counted: boolean;
          points_earned: number;
          points_reversed: number;
          points_reversed_at: string | null;
          roulette_win_id: string | null;
          shipped_at: string | null;
          shipping_address: Json;
          shipping_cost: number;
          shipping_time_range_id: string | null;
          status: Database['public']['Enums']['order_status'];
          stock_held: boolean;
          stock_returned_at: string | null;
          subtotal: number;
          total: number;
          tracking_number: string | null;
          updated_at: string;
          user_bonus_id: string | null;
          user_id: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'orders';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      admin_resend_gift: {
        Args: { p_gift_id: string };
        Returns: {
          amount: number;
          buyer_id: string | null;
          created_at: string;
          delivered_at: string | null;
          delivery_date: string;
          discount_code_id: string | null;
          gift_code: string | null;
          gift_type: Database['public']['Enums']['gift_type'];
          gift_value: string;
          id: string;
          message: string | null;
          paid_at: string | null;
          pay_by: string;
          payment_method: Database['public']['Enums']['payment_method'] | null;
          payment_status: Database['public']['Enums']['payment_status'];
          recipient_email: string;
          recipient_name: string;
          recipient_phone: string | null;
          redeemed_at: string | null;
          redeemed_by: string | null;
          status: Database['public']['Enums']['gift_status'];
          updated_at: string;
          void_reason: string | null;
          voided_at: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'gift_purchases';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      admin_restore: { Args: { p_ids: string[]; p_table: string }; Returns: number };
      admin_ship_order: {
        Args: { p_carrier: string; p_order_id: string; p_tracking_number: string };
        Returns: {
          carrier: string | null;
          created_at: string;
          customer_email: string | null;
          delivered_at: string | null;
          delivery_date: string | null;
          discount_amount: number;
          discount_code: string | null;
          discount_code_id: string | null;
          id: string;
          membership_type: Database['public']['Enums']['membership_type'];
          order_number: string;
          paid_at: string | null;
          pay_by: string | null;
          payment_method: Database['public']['Enums']['payment_method'];
          payment_status: Database['public']['Enums']['payment_status'];
          points_counted: boolean;
          points_earned: number;
          points_reversed: number;
          points_reversed_at: string | null;
          roulette_win_id: string | null;
          shipped_at: string | null;
          shipping_address: Json;
          shipping_cost: number;
          shipping_time_range_id: string | null;
          status: Database['public']['Enums']['order_status'];
          stock_held: boolean;
          stock_returned_at: string | null;
          subtotal: number;
          total: number;
          tracking_number: string | null;
          updated_at: string;
          user_bonus_id: string | null;
          user_id: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'orders';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      admin_user_stats: { Args: never; Returns: Json };
      admin_void_bonus: {
        Args: { p_bonus_id: string; p_reason: string };
        Returns: {
          bonus_id: string | null;
          bonus_name: string;
          bonus_type: Database['public']['Enums']['bonus_type'];
          bonus_value: number;
          created_at: string;
          expires_at: string;
          id: string;
          points_spent: number;
          roulette_win_id: string | null;
          status: Database['public']['Enums']['bonus_status'];
          status_reason: string | null;
          used_at: string | null;
          user_id: string;
          voided_at: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'user_bonuses';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      admin_void_gift: {
        Args: { p_gift_id: string; p_reason: string };
        Returns: {
          amount: number;
          buyer_id: string | null;
          created_at: string;
          delivered_at: string | null;
          delivery_date: string;
          discount_code_id: string | null;
          gift_code: string | null;
          gift_type: Database['public']['Enums']['gift_type'];
          gift_value: string;
          id: string;
          message: string | null;
          paid_at: string | null;
          pay_by: string;
          payment_method: Database['public']['Enums']['payment_method'] | null;
          payment_status: Database['public']['Enums']['payment_status'];
          recipient_email: string;
          recipient_name: string;
          recipient_phone: string | null;
          redeemed_at: string | null;
          redeemed_by: string | null;
          status: Database['public']['Enums']['gift_status'];
          updated_at: string;
          void_reason: string | null;
          voided_at: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'gift_purchases';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      buy_gift: {
        Args: {
          p_delivery_date?: string;
          p_gift_type: Database['public']['Enums']['gift_type'];
          p_gift_value: string;
          p_message?: string;
          p_recipient_email: string;
          p_recipient_name: string;
          p_recipient_phone?: string;
        };
        Returns: {
          amount: number;
          buyer_id: string | null;
          created_at: string;
          delivered_at: string | null;
          delivery_date: string;
          discount_code_id: string | null;
          gift_code: string | null;
          gift_type: Database['public']['Enums']['gift_type'];
          gift_value: string;
          id: string;
          message: string | null;
          paid_at: string | null;
          pay_by: string;
          payment_method: Database['public']['Enums']['payment_method'] | null;
          payment_status: Database['public']['Enums']['payment_status'];
          recipient_email: string;
          recipient_name: string;
          recipient_phone: string | null;
          redeemed_at: string | null;
          redeemed_by: string | null;
          status: Database['public']['Enums']['gift_status'];
          updated_at: string;
          void_reason: string | null;
          voided_at: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'gift_purchases';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      cancel_order: {
        Args: { p_order_id: string };
        Returns: {
          carrier: string | null;
          created_at: string;
          customer_email: string | null;
          delivered_at: string | null;
          delivery_date: string | null;
          discount_amount: number;
          discount_code: string | null;
          discount_code_id: string | null;
          id: string;
          membership_type: Database['public']['Enums']['membership_type'];
          order_number: string;
          paid_at: string | null;
          pay_by: string | null;
          payment_method: Database['public']['Enums']['payment_method'];
          payment_status: Database['public']['Enums']['payment_status'];
          points_counted: boolean;
          points_earned: number;
          points_reversed: number;
          points_reversed_at: string | null;
          roulette_win_id: string | null;
          shipped_at: string | null;
          shipping_address: Json;
          shipping_cost: number;
          shipping_time_range_id: string | null;
          status: Database['public']['Enums']['order_status'];
          stock_held: boolean;
          stock_returned_at: string | null;
          subtotal: number;
          total: number;
          tracking_number: string | null;
          updated_at: string;
          user_bonus_id: string | null;
          user_id: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'orders';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      confirm_payment: {
        Args: {
          p_details: Json;
          p_id: string;
          p_kind: string;
          p_payment_method: Database['public']['Enums']['payment_method'];
        };
        Returns: Json;
      };
      deliver_due_gifts: { Args: never; Returns: number };
      expire_unpaid_purchases: { Args: { p_now?: string }; Returns: number };
      header_counts: { Args: never; Returns: Json };
      member_prices: {
        Args: { p_product_ids: string[] };
        Returns: { member_price: number; product_id: string }[];
      };
      membership_purchase_quote: { Args: { p_purchase_id: string }; Returns: Json };
      place_order: {
        Args: {
          p_delivery_date?: string;
          p_discount_code?: string;
          p_payment_method: Database['public']['Enums']['payment_method'];
          p_roulette_win_id?: string;
          p_shipping_address: Json;
          p_shipping_time_range_id: string;
          p_user_bonus_id?: string;
        };
        Returns: {
          carrier: string | null;
          created_at: string;
          customer_email: string | null;
          delivered_at: string | null;
          delivery_date: string | null;
          discount_amount: number;
          discount_code: string | null;
          discount_code_id: string | null;
          id: string;
          membership_type: Database['public']['Enums']['membership_type'];
          order_number: string;
          paid_at: string | null;
          pay_by: string | null;
          payment_method: Database['public']['Enums']['payment_method'];
          payment_status: Database['public']['Enums']['payment_status'];
          points_counted: boolean;
          points_earned: number;
          points_reversed: number;
          points_reversed_at: string | null;
          roulette_win_id: string | null;
          shipped_at: string | null;
          shipping_address: Json;
          shipping_cost: number;
          shipping_time_range_id: string | null;
          status: Database['public']['Enums']['order_status'];
          stock_held: boolean;
          stock_returned_at: string | null;
          subtotal: number;
          total: number;
          tracking_number: string | null;
          updated_at: string;
          user_bonus_id: string | null;
          user_id: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'orders';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      preview_checkout: {
        Args: {
          p_discount_code?: string;
          p_roulette_win_id?: string;
          p_shipping_time_range_id?: string;
          p_user_bonus_id?: string;
        };
        Returns: Json;
      };
      product_filter_options: {
        Args: { p_category_id?: string; p_group?: string; p_subcategory?: string };
        Returns: { facet: string; label: string; products: number; value: string }[];
      };
      purchase_bonus: {
        Args: { p_bonus_id: string };
        Returns: {
          bonus_id: string | null;
          bonus_name: string;
          bonus_type: Database['public']['Enums']['bonus_type'];
          bonus_value: number;
          created_at: string;
          expires_at: string;
          id: string;
          points_spent: number;
          roulette_win_id: string | null;
          status: Database['public']['Enums']['bonus_status'];
          status_reason: string | null;
          used_at: string | null;
          user_id: string;
          voided_at: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'user_bonuses';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      purge_deleted_rows: { Args: { p_after?: string }; Returns: number };
      purge_web_vitals: { Args: { p_older_than?: string }; Returns: number };
      record_web_vitals: { Args: { p_batch: Json }; Returns: Json };
      redeem_gift: { Args: { p_code: string }; Returns: Json };
      redeem_reward: {
        Args: { p_reward_id: string };
        Returns: {
          cancel_reason: string | null;
          cancelled_at: string | null;
          created_at: string;
          delivered_at: string | null;
          handled_by_name: string | null;
          id: string;
          note: string | null;
          points_used: number;
          reward_id: string | null;
          reward_name: string;
          reward_type: string;
          status: Database['public']['Enums']['redemption_status'];
          updated_at: string;
          user_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'points_redemptions_v2';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      remove_cart_item: { Args: { p_product_id: string }; Returns: Json };
      reorder: { Args: { p_order_id: string }; Returns: Json };
      search_products: {
        Args: { p_limit?: number; p_term: string };
        Returns: {
          brand: string | null;
          category_id: string | null;
          created_at: string;
          deleted_at: string | null;
          description: string;
          discount_percentage: number;
          featured: boolean;
          home_section: Database['public']['Enums']['home_section'] | null;
          id: string;
          images: string[];
          in_stock: boolean;
          is_active: boolean;
          member_price: number | null;
          name: string;
          name_sort: string;
          pet_type: Database['public']['Enums']['pet_type'];
          price: number;
          product_group: string | null;
          regular_price: number | null;
          sales_count: number;
          short_description: string | null;
          stock_quantity: number;
          subcategory: string | null;
          updated_at: string;
        }[];
        SetofOptions: {
          from: '*';
          to: 'products';
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      set_cart_quantity: { Args: { p_product_id: string; p_quantity: number }; Returns: Json };
      spin_roulette: { Args: never; Returns: Json };
      start_membership_purchase: { Args: { p_plan_id: string }; Returns: Json };
      subscribe_newsletter: { Args: { p_email: string; p_source?: string }; Returns: Json };
      toggle_favorite: { Args: { p_favorite?: boolean; p_product_id: string }; Returns: Json };
      web_vitals_summary: {
        Args: { p_device?: string; p_release?: string; p_render?: string; p_since: string };
        Returns: {
          metric: string;
          p75: number;
          release: string;
          remote: string;
          route: string;
          samples: number;
        }[];
      };
    };
    Enums: {
      bonus_category: 'todos' | 'deportes' | 'casino' | 'vip';
      bonus_status: 'active' | 'used' | 'expired' | 'void';
      bonus_type: 'discount' | 'free_shipping' | 'product' | 'voucher';
      discount_type: 'percentage' | 'fixed';
      gift_status: 'pending' | 'sent' | 'redeemed' | 'cancelled' | 'void';
      gift_type: 'membership' | 'coupon';
      home_section: 'featured' | 'bestsellers' | 'new';
      membership_type: 'regular' | 'mensual' | 'anual' | 'premium' | 'vip';
      order_status: 'pending' | 'confirmed' | 'preparing' | 'shipped' | 'delivered' | 'cancelled';
      payment_method: 'cash' | 'online' | 'credit_card' | 'pse';
      payment_status: 'pending' | 'paid' | 'failed' | 'refunded';
      pet_type: 'perros' | 'gatos' | 'aves' | 'peces' | 'todos';
      points_transaction_type: 'earned' | 'spent' | 'redeemed' | 'adjustment' | 'returned';
      prize_type: 'points' | 'discount' | 'free_shipping' | 'product';
      redemption_status: 'pending' | 'delivered' | 'cancelled';
      reward_tier: 'basic' | 'extended' | 'premium';
      subscription_status: 'active' | 'unsubscribed';
      user_role: 'customer' | 'staff' | 'admin';
    };
    CompositeTypes: { [_ in never]: never };
  };
};

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema['CompositeTypes'] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {
      bonus_category: ['todos', 'deportes', 'casino', 'vip'],
      bonus_status: ['active', 'used', 'expired', 'void'],
      bonus_type: ['discount', 'free_shipping', 'product', 'voucher'],
      discount_type: ['percentage', 'fixed'],
      gift_status: ['pending', 'sent', 'redeemed', 'cancelled', 'void'],
      gift_type: ['membership', 'coupon'],
      home_section: ['featured', 'bestsellers', 'new'],
      membership_type: ['regular', 'mensual', 'anual', 'premium', 'vip'],
      order_status: ['pending', 'confirmed', 'preparing', 'shipped', 'delivered', 'cancelled'],
      payment_method: ['cash', 'online', 'credit_card', 'pse'],
      payment_status: ['pending', 'paid', 'failed', 'refunded'],
      pet_type: ['perros', 'gatos', 'aves', 'peces', 'todos'],
      points_transaction_type: ['earned', 'spent', 'redeemed', 'adjustment', 'returned'],
      prize_type: ['points', 'discount', 'free_shipping', 'product'],
      redemption_status: ['pending', 'delivered', 'cancelled'],
      reward_tier: ['basic', 'extended', 'premium'],
      subscription_status: ['active', 'unsubscribed'],
      user_role: ['customer', 'staff', 'admin'],
    },
  },
} as const;
